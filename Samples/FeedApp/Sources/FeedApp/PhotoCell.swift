import Foundation
import ListPreview

/// A post's photo, filling the cell (aspect fill, clipped), laid out with frames in `layoutSubviews()`.
final class PhotoCell: UICollectionViewCell, ListBindable {
    let photo = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.backgroundColor = .secondarySystemBackground
        photo.accessibilityIdentifier = "photo"
        photo.isAccessibilityElement = true   // image views are skipped by default; this photo means something
        photo.accessibilityLabel = "Photo"
        contentView.addSubview(photo)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The cell's height at a width: the image's aspect ratio, as a feed shows a photo edge to edge.
    static func height(of image: UIImage?, width: CGFloat) -> CGFloat {
        guard let size = image?.size, size.width > 0 else { return width }
        return (width * size.height / size.width).rounded()
    }

    func bindViewModel(_ viewModel: Any) {
        guard let model = viewModel as? PhotoViewModel else { return }
        photo.image = UIImage(named: model.name)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        photo.frame = contentView.bounds
    }
}
