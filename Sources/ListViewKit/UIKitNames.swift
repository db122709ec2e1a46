import ListCore

// UIKit's names for ListViewKit's types, so cell code ports as written (as `UIEdgeInsets` is ListCore's
// `ListEdgeInsets`). Where UIKit's concept has no ListPreview name of its own (`NSTextAlignment`, `NSLineBreakMode`),
// the type carries UIKit's name itself.

/// UIKit's `UIView`: ``ListView``.
public typealias UIView = ListView
/// UIKit's `UILabel`: ``ListLabel``.
public typealias UILabel = ListLabel
/// UIKit's `UIControl`: ``ListControl``.
public typealias UIControl = ListControl
/// UIKit's `UISwitch`: ``ListSwitch``.
public typealias UISwitch = ListSwitch
/// UIKit's `UISegmentedControl`: ``ListSegmentedControl``.
public typealias UISegmentedControl = ListSegmentedControl
/// UIKit's `UIAction`: ``ListAction``.
public typealias UIAction = ListAction
/// UIKit's `UIButton`: ``ListButton``.
public typealias UIButton = ListButton
/// UIKit's `UITextField`: ``ListTextField``.
public typealias UITextField = ListTextField
/// UIKit's `UITextFieldDelegate`: ``ListTextFieldDelegate``.
public typealias UITextFieldDelegate = ListTextFieldDelegate
/// UIKit's `UIKeyboardType`: ``ListTextField/KeyboardType``.
public typealias UIKeyboardType = ListTextField.KeyboardType
/// UIKit's `UIReturnKeyType`: ``ListTextField/ReturnKeyType``.
public typealias UIReturnKeyType = ListTextField.ReturnKeyType
/// UIKit's `UITextAutocapitalizationType`: ``ListTextField/AutocapitalizationType``.
public typealias UITextAutocapitalizationType = ListTextField.AutocapitalizationType
/// UIKit's `UITextAutocorrectionType`: ``ListTextField/AutocorrectionType``.
public typealias UITextAutocorrectionType = ListTextField.AutocorrectionType
/// UIKit's `UITextSpellCheckingType`: ``ListTextField/SpellCheckingType``.
public typealias UITextSpellCheckingType = ListTextField.SpellCheckingType
/// UIKit's `UITextContentType`: ``ListTextField/ContentType``.
public typealias UITextContentType = ListTextField.ContentType
/// UIKit's `UITextView`: ``ListTextView``.
public typealias UITextView = ListTextView
/// UIKit's `UITextViewDelegate`: ``ListTextViewDelegate``.
public typealias UITextViewDelegate = ListTextViewDelegate
/// UIKit's `NSTextContainer`: ``ListTextContainer``.
public typealias NSTextContainer = ListTextContainer
/// UIKit's `UIDataDetectorTypes`: ``ListTextView/DataDetectorTypes``.
public typealias UIDataDetectorTypes = ListTextView.DataDetectorTypes
/// UIKit's `UISearchBar`: ``ListSearchBar``.
public typealias UISearchBar = ListSearchBar
/// UIKit's `UISearchBarDelegate`: ``ListSearchBarDelegate``.
public typealias UISearchBarDelegate = ListSearchBarDelegate
/// UIKit's `UISearchTextField`: ``ListSearchTextField``.
public typealias UISearchTextField = ListSearchTextField
/// UIKit's `UIStackView`: ``ListStackView``.
public typealias UIStackView = ListStackView
/// UIKit's `UIImageView`: ``ListImageView``.
public typealias UIImageView = ListImageView
/// UIKit's `UIActivityIndicatorView`: ``ListActivityIndicatorView``.
public typealias UIActivityIndicatorView = ListActivityIndicatorView
/// UIKit's `UIImage`: ``ListViewImage``.
public typealias UIImage = ListViewImage
/// UIKit's `UIFont`: ``ListFont``.
public typealias UIFont = ListFont
/// UIKit's `UIFontMetrics`: ``ListFontMetrics``.
public typealias UIFontMetrics = ListFontMetrics
/// UIKit's `UIViewController`: ``ListViewController`` (root view, `viewDidLoad`, layout callbacks, containment).
public typealias UIViewController = ListViewController
/// UIKit's `UINavigationController`: ``ListNavigationController`` (a stack of screens, pushed and popped at once).
public typealias UINavigationController = ListNavigationController
/// UIKit's `UIScreen`: ``ListScreen`` (`UIScreen.main.bounds`, `.scale`).
public typealias UIScreen = ListScreen
/// UIKit's `UIDevice`: ``ListDevice`` (`UIDevice.current.userInterfaceIdiom`, `.orientation`).
public typealias UIDevice = ListDevice
/// UIKit's `UIDeviceOrientation`: ``ListDeviceOrientation``.
public typealias UIDeviceOrientation = ListDeviceOrientation
/// UIKit's `UIUserInterfaceIdiom`: ``ListUserInterfaceIdiom``.
public typealias UIUserInterfaceIdiom = ListUserInterfaceIdiom
/// UIKit's `UIUserInterfaceSizeClass`: ``ListUserInterfaceSizeClass``.
public typealias UIUserInterfaceSizeClass = ListUserInterfaceSizeClass
/// UIKit's `UITraitDefinition`: ``ListTraitDefinition``.
public typealias UITraitDefinition = ListTraitDefinition
/// UIKit's `UITrait`: ``ListTrait``.
public typealias UITrait = ListTrait
/// UIKit's `UITraitOverrides`: ``ListTraitOverrides``.
public typealias UITraitOverrides = ListTraitOverrides
/// UIKit's `UITraitChangeRegistration`: ``ListTraitChangeRegistration``.
public typealias UITraitChangeRegistration = ListTraitChangeRegistration
/// UIKit's `UITraitUserInterfaceStyle`: ``ListTraitUserInterfaceStyle``.
public typealias UITraitUserInterfaceStyle = ListTraitUserInterfaceStyle
/// UIKit's `UITraitPreferredContentSizeCategory`: ``ListTraitPreferredContentSizeCategory``.
public typealias UITraitPreferredContentSizeCategory = ListTraitPreferredContentSizeCategory
/// UIKit's `UITraitLayoutDirection`: ``ListTraitLayoutDirection``.
public typealias UITraitLayoutDirection = ListTraitLayoutDirection
/// UIKit's `UITraitHorizontalSizeClass`: ``ListTraitHorizontalSizeClass``.
public typealias UITraitHorizontalSizeClass = ListTraitHorizontalSizeClass
/// UIKit's `UITraitVerticalSizeClass`: ``ListTraitVerticalSizeClass``.
public typealias UITraitVerticalSizeClass = ListTraitVerticalSizeClass
/// UIKit's `UITraitUserInterfaceIdiom`: ``ListTraitUserInterfaceIdiom``.
public typealias UITraitUserInterfaceIdiom = ListTraitUserInterfaceIdiom
/// UIKit's `UITraitDisplayScale`: ``ListTraitDisplayScale``.
public typealias UITraitDisplayScale = ListTraitDisplayScale
/// UIKit's `UIStatusBarStyle`: ``ListStatusBarStyle`` (the colour of the status bar of a screen snapshot).
public typealias UIStatusBarStyle = ListStatusBarStyle
/// UIKit's `UIModalPresentationStyle`: ``ListModalPresentationStyle`` (recorded, not drawn).
public typealias UIModalPresentationStyle = ListModalPresentationStyle
/// UIKit's `UINavigationBar`: ``ListNavigationBar`` (titles, large titles, bar button items, back button).
public typealias UINavigationBar = ListNavigationBar
/// UIKit's `UINavigationItem`: ``ListNavigationItem``.
public typealias UINavigationItem = ListNavigationItem
/// UIKit's `UIBarButtonItem`: ``ListBarButtonItem``.
public typealias UIBarButtonItem = ListBarButtonItem
/// UIKit's `UIBarAppearance`: ``ListNavigationBarAppearance``.
public typealias UIBarAppearance = ListNavigationBarAppearance
/// UIKit's `UINavigationBarAppearance`: ``ListNavigationBarAppearance``.
public typealias UINavigationBarAppearance = ListNavigationBarAppearance
/// UIKit's `UITabBarAppearance`: ``ListNavigationBarAppearance`` (its background and shadow colours).
public typealias UITabBarAppearance = ListNavigationBarAppearance
/// UIKit's `UITabBarController`: ``ListTabBarController``.
public typealias UITabBarController = ListTabBarController
/// UIKit's `UITabBar`: ``ListTabBar``.
public typealias UITabBar = ListTabBar
/// UIKit's `UITabBarItem`: ``ListTabBarItem``.
public typealias UITabBarItem = ListTabBarItem
/// UIKit's `UIColor`: ListCore's `ListColor` (with UIKit's initialisers and named colours, see `ListColor+UIKit`).
public typealias UIColor = ListColor
/// Core Animation's `CALayer`: ``ListLayer``.
public typealias CALayer = ListLayer
/// UIKit's `UIBezierPath` (rectangles and rounded rectangles, for `shadowPath`): ``ListBezierPath``.
public typealias UIBezierPath = ListBezierPath
/// Core Graphics' `CGPath`: ``ListBezierPath`` (`UIBezierPath(…).cgPath`).
public typealias CGPath = ListBezierPath
/// Core Animation's `CAGradientLayer`: ``ListGradientLayer``.
public typealias CAGradientLayer = ListGradientLayer
/// Core Animation's `CAGradientLayerType`: ``ListGradientLayer/GradientType``.
public typealias CAGradientLayerType = ListGradientLayer.GradientType
/// Core Animation's `CALayerCornerCurve`: ``ListCornerCurve``.
public typealias CALayerCornerCurve = ListCornerCurve
/// UIKit's `UIProgressView`: ``ListProgressView``.
public typealias UIProgressView = ListProgressView
/// UIKit's `UIListContentConfiguration`: ``ListContentConfiguration``.
public typealias UIListContentConfiguration = ListContentConfiguration
/// UIKit's `UIListContentView`: ``ListContentView``.
public typealias UIListContentView = ListContentView
/// UIKit's `NSUnderlineStyle`: ``ListUnderlineStyle``.
public typealias NSUnderlineStyle = ListUnderlineStyle
/// Core Animation's `CACornerMask`: ``ListCornerMask``.
public typealias CACornerMask = ListCornerMask
/// UIKit's `UIAccessibilityTraits`: ``ListAccessibilityTraits``.
public typealias UIAccessibilityTraits = ListAccessibilityTraits
/// UIKit's `UITraitCollection`: ``ListTraitCollection``.
public typealias UITraitCollection = ListTraitCollection
/// UIKit's `UILayoutPriority`: ``ListLayoutPriority``.
public typealias UILayoutPriority = ListLayoutPriority
/// UIKit's `NSDirectionalEdgeInsets`: ``ListDirectionalEdgeInsets``.
public typealias NSDirectionalEdgeInsets = ListDirectionalEdgeInsets
/// UIKit's `NSDirectionalRectEdge`: ``ListDirectionalRectEdge``.
public typealias NSDirectionalRectEdge = ListDirectionalRectEdge
/// UIKit's `UIBackgroundConfiguration`: ``ListBackgroundConfiguration`` (a button configuration's background).
public typealias UIBackgroundConfiguration = ListBackgroundConfiguration
/// UIKit's `UIContentSizeCategory`: ListCore's `ListContentSizeCategory` (the same case names).
public typealias UIContentSizeCategory = ListContentSizeCategory
/// UIKit's `UIUserInterfaceStyle`: ListCore's `ListUserInterfaceStyle`.
public typealias UIUserInterfaceStyle = ListUserInterfaceStyle
/// UIKit's `UITraitEnvironmentLayoutDirection`: ListCore's `ListLayoutDirection`.
public typealias UITraitEnvironmentLayoutDirection = ListLayoutDirection
/// UIKit's `UIUserInterfaceLayoutDirection`: ListCore's `ListLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = ListLayoutDirection

#if !canImport(CoreGraphics)
/// Core Graphics' `CGColor`, which `layer.borderColor` takes as `UIColor(…).cgColor`: the same `ListColor` (on Linux
/// there is no Core Graphics).
public typealias CGColor = ListColor
#endif

/// UIKit's `NSLayoutConstraint`: ``ListLayoutConstraint``.
public typealias NSLayoutConstraint = ListLayoutConstraint
/// UIKit's `UILayoutGuide`: ``ListLayoutGuide``.
public typealias UILayoutGuide = ListLayoutGuide
/// UIKit's `NSLayoutXAxisAnchor`: ``ListLayoutXAxisAnchor``.
public typealias NSLayoutXAxisAnchor = ListLayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`: ``ListLayoutYAxisAnchor``.
public typealias NSLayoutYAxisAnchor = ListLayoutYAxisAnchor
/// UIKit's `NSLayoutDimension`: ``ListLayoutDimension``.
public typealias NSLayoutDimension = ListLayoutDimension
/// UIKit's `UIAccessibilityElement`: ``ListAccessibilityElement``.
public typealias UIAccessibilityElement = ListAccessibilityElement
/// UIKit's `UIAccessibilityCustomAction`: ``ListAccessibilityCustomAction``.
public typealias UIAccessibilityCustomAction = ListAccessibilityCustomAction
