/// A view's content hugging and compression resistance priorities by axis (UIKit's defaults: 250 and 750;
/// labels, images and buttons hug at 251).
struct ListContentPriorities {
    var hugging = (horizontal: ListLayoutPriority.defaultLow, vertical: ListLayoutPriority.defaultLow)
    var compressionResistance = (horizontal: ListLayoutPriority.defaultHigh, vertical: ListLayoutPriority.defaultHigh)
}
