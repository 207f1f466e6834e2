extension ReorderedItems: CarouselLayoutDataSource where Base: CarouselLayoutDataSource {}
