import Trellis

/// A waterfall read from a delegate gives estimates: the delegate's sizes, or the
/// record's, until the items are measured.
extension DelegatedWaterfallSource: @MainActor EstimatingDataSource {}
