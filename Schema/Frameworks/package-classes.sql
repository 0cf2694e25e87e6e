-- Classes of well-known packages and pods that IB files name without a customModule, for the
-- reports that must tell "declared outside the repository" from "declared nowhere"
-- (unknown-custom-classes). A row counts only in a repository whose code imports the package's
-- module (code_imports): Sparkle's SPUStandardUpdaterController in a MainMenu.xib is the updater
-- when some file says `import Sparkle`, and an unknown class otherwise.
--
-- Sources: each package's public headers or Swift sources at the versions named below, limited
-- to the classes meant to be placed in Interface Builder (documented as such in the package's
-- README or used so in its sample apps), with the outlets and actions IB offers on them.
--   Sparkle 1.27 and 2.6 (SUUpdater, SPUStandardUpdaterController), Lottie 4.4 (LottieAnimationView,
--   AnimatedButton, AnimatedSwitch; AnimationView before 4.0), MMTabBarView 1.4, BButton 4.0,
--   JSQMessagesViewController 7.3, SDWebImage 5.18, FLAnimatedImage 1.0, Kingfisher 7.10,
--   IQKeyboardManager 6.5, TTTAttributedLabel 2.0, Charts 4.1 (the module is DGCharts from 5.0 on: its classes are not listed again), Cosmos 23,
--   SkyFloatingLabelTextField 3.8, JVFloatLabeledTextField 1.2, GoogleMobileAds 10,
--   GoogleSignIn 7, FBSDKLoginKit 16, GoogleMaps 8, Stripe 23.
--
-- Columns as in framework-classes.sql: class, superclass, framework (the module code imports),
-- outlets, outlet collections, actions.
CREATE TEMP TABLE package_source (class TEXT, superclass TEXT, framework TEXT, outlets TEXT, collections TEXT, actions TEXT);
INSERT INTO package_source VALUES
('SUUpdater', 'NSObject', 'Sparkle', 'delegate', '', 'checkForUpdates:'),
('SPUStandardUpdaterController', 'NSObject', 'Sparkle', 'updaterDelegate userDriverDelegate', '', 'checkForUpdates:'),
('LottieAnimationView', 'UIView', 'Lottie', '', '', ''),
('AnimationView', 'UIView', 'Lottie', '', '', ''),
('AnimatedButton', 'UIControl', 'Lottie', '', '', ''),
('AnimatedSwitch', 'UIControl', 'Lottie', '', '', ''),
('MMTabBarView', 'NSView', 'MMTabBarView', 'delegate tabView partnerView', '', ''),
('BButton', 'UIButton', 'BButton', '', '', ''),
('JSQMessagesCollectionView', 'UICollectionView', 'JSQMessagesViewController', '', '', ''),
('JSQMessagesInputToolbar', 'UIToolbar', 'JSQMessagesViewController', 'contentView', '', ''),
('JSQMessagesToolbarContentView', 'UIView', 'JSQMessagesViewController', 'textView leftBarButtonContainerView rightBarButtonContainerView', '', ''),
('JSQMessagesComposerTextView', 'UITextView', 'JSQMessagesViewController', '', '', ''),
('JSQMessagesCollectionViewCell', 'UICollectionViewCell', 'JSQMessagesViewController', 'cellTopLabel messageBubbleTopLabel cellBottomLabel textView messageBubbleImageView avatarImageView', '', ''),
('JSQMessagesCollectionViewCellIncoming', 'JSQMessagesCollectionViewCell', 'JSQMessagesViewController', '', '', ''),
('JSQMessagesCollectionViewCellOutgoing', 'JSQMessagesCollectionViewCell', 'JSQMessagesViewController', '', '', ''),
('JSQMessagesLoadEarlierHeaderView', 'UICollectionReusableView', 'JSQMessagesViewController', 'loadButton', '', ''),
('JSQMessagesTypingIndicatorFooterView', 'UICollectionReusableView', 'JSQMessagesViewController', '', '', ''),
('JSQMessagesCellTextView', 'UITextView', 'JSQMessagesViewController', '', '', ''),
('JSQMessagesLabel', 'UILabel', 'JSQMessagesViewController', '', '', ''),
('SDAnimatedImageView', 'UIImageView', 'SDWebImage', '', '', ''),
('FLAnimatedImageView', 'UIImageView', 'FLAnimatedImage', '', '', ''),
('AnimatedImageView', 'UIImageView', 'Kingfisher', '', '', ''),
('IQPreviousNextView', 'UIView', 'IQKeyboardManagerSwift', '', '', ''),
('IQTextView', 'UITextView', 'IQKeyboardManagerSwift', '', '', ''),
('TTTAttributedLabel', 'UILabel', 'TTTAttributedLabel', 'delegate', '', ''),
('LineChartView', 'UIView', 'Charts', 'delegate', '', ''),
('BarChartView', 'UIView', 'Charts', 'delegate', '', ''),
('HorizontalBarChartView', 'BarChartView', 'Charts', '', '', ''),
('PieChartView', 'UIView', 'Charts', 'delegate', '', ''),
('CombinedChartView', 'UIView', 'Charts', 'delegate', '', ''),
('ScatterChartView', 'UIView', 'Charts', 'delegate', '', ''),
('RadarChartView', 'UIView', 'Charts', 'delegate', '', ''),
('CandleStickChartView', 'UIView', 'Charts', 'delegate', '', ''),
('BubbleChartView', 'UIView', 'Charts', 'delegate', '', ''),
('CosmosView', 'UIView', 'Cosmos', '', '', ''),
('SkyFloatingLabelTextField', 'UITextField', 'SkyFloatingLabelTextField', '', '', ''),
('SkyFloatingLabelTextFieldWithIcon', 'SkyFloatingLabelTextField', 'SkyFloatingLabelTextField', '', '', ''),
('JVFloatLabeledTextField', 'UITextField', 'JVFloatLabeledTextField', '', '', ''),
('JVFloatLabeledTextView', 'UITextView', 'JVFloatLabeledTextField', '', '', ''),
('GADBannerView', 'UIView', 'GoogleMobileAds', 'rootViewController delegate adSizeDelegate', '', ''),
('GADNativeAdView', 'UIView', 'GoogleMobileAds', 'headlineView callToActionView iconView bodyView storeView priceView imageView starRatingView advertiserView mediaView adChoicesView', '', ''),
('GADMediaView', 'UIView', 'GoogleMobileAds', '', '', ''),
('GIDSignInButton', 'UIControl', 'GoogleSignIn', '', '', ''),
('FBSDKLoginButton', 'UIButton', 'FBSDKLoginKit', 'delegate', '', ''),
('GMSMapView', 'UIView', 'GoogleMaps', 'delegate', '', ''),
('STPPaymentCardTextField', 'UIControl', 'Stripe', 'delegate', '', '');

INSERT OR IGNORE INTO framework_classes (name, superclass, framework, platform, package)
SELECT class, superclass, framework,
       CASE WHEN superclass IN ('NSView', 'NSObject') AND framework IN ('Sparkle', 'MMTabBarView') THEN 'macOS' ELSE 'iOS' END, 1
FROM package_source;

WITH RECURSIVE split(class, kind, member, rest) AS (
    SELECT class, 'outlet', NULL, outlets || ' ' FROM package_source
    UNION ALL SELECT class, 'outlet-collection', NULL, collections || ' ' FROM package_source
    UNION ALL SELECT class, 'action', NULL, actions || ' ' FROM package_source
    UNION ALL
    SELECT class, kind, substr(rest, 1, instr(rest, ' ') - 1), ltrim(substr(rest, instr(rest, ' ') + 1))
    FROM split WHERE rest <> ''
)
INSERT OR IGNORE INTO framework_members (class, kind, member)
SELECT class, kind, member FROM split WHERE member IS NOT NULL AND member <> '';

DROP TABLE package_source;
