import Testing
import Trellis

/// A configuration of one's own, holding nothing but its behaviors.
private struct ShelfConfiguration: SectionBehaviorsConfiguration {
  var behaviors = SectionBehaviors()
}

@Suite("Section behaviors configurations")
struct SectionBehaviorsConfigurationTests {
  @Test("the pinning shorthands write and read the behaviors, each its own switch")
  func shorthandsWriteTheBehaviors() {
    var configuration = ShelfConfiguration()
    configuration.sectionHeadersPinToVisibleBounds = true
    #expect(configuration.behaviors.sectionHeadersPinToVisibleBounds)
    #expect(!configuration.behaviors.sectionFootersPinToVisibleBounds)

    configuration.behaviors.sectionFootersPinToVisibleBounds = true
    configuration.sectionHeadersPinToVisibleBounds = false
    #expect(configuration.sectionFootersPinToVisibleBounds)
    #expect(!configuration.behaviors.sectionHeadersPinToVisibleBounds)
  }

  @Test("the built-in configurations pin through the same shorthands")
  func builtInConfigurationsShareTheShorthands() {
    var flow = FlowLayout.Configuration()
    flow.sectionFootersPinToVisibleBounds = true
    var waterfall = WaterfallLayout.Configuration()
    waterfall.sectionHeadersPinToVisibleBounds = true
    #expect(flow.behaviors.sectionFootersPinToVisibleBounds)
    #expect(!flow.behaviors.sectionHeadersPinToVisibleBounds)
    #expect(waterfall.behaviors.sectionHeadersPinToVisibleBounds)
    #expect(!waterfall.behaviors.sectionFootersPinToVisibleBounds)
  }
}
