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
-- outlets, outlet collections, actions, and 1 for a package.
INSERT INTO framework_source (class, superclass, framework, outlets, collections, actions, package) VALUES
('SUUpdater', 'NSObject', 'Sparkle', 'delegate', '', 'checkForUpdates:', 1),
('SPUStandardUpdaterController', 'NSObject', 'Sparkle', 'updaterDelegate userDriverDelegate', '', 'checkForUpdates:', 1),
('LottieAnimationView', 'UIView', 'Lottie', '', '', '', 1),
('AnimationView', 'UIView', 'Lottie', '', '', '', 1),
('AnimatedButton', 'UIControl', 'Lottie', '', '', '', 1),
('AnimatedSwitch', 'UIControl', 'Lottie', '', '', '', 1),
('MMTabBarView', 'NSView', 'MMTabBarView', 'delegate tabView partnerView', '', '', 1),
('BButton', 'UIButton', 'BButton', '', '', '', 1),
('JSQMessagesCollectionView', 'UICollectionView', 'JSQMessagesViewController', '', '', '', 1),
('JSQMessagesInputToolbar', 'UIToolbar', 'JSQMessagesViewController', 'contentView', '', '', 1),
('JSQMessagesToolbarContentView', 'UIView', 'JSQMessagesViewController', 'textView leftBarButtonContainerView rightBarButtonContainerView', '', '', 1),
('JSQMessagesComposerTextView', 'UITextView', 'JSQMessagesViewController', '', '', '', 1),
('JSQMessagesCollectionViewCell', 'UICollectionViewCell', 'JSQMessagesViewController', 'cellTopLabel messageBubbleTopLabel cellBottomLabel textView messageBubbleImageView avatarImageView', '', '', 1),
('JSQMessagesCollectionViewCellIncoming', 'JSQMessagesCollectionViewCell', 'JSQMessagesViewController', '', '', '', 1),
('JSQMessagesCollectionViewCellOutgoing', 'JSQMessagesCollectionViewCell', 'JSQMessagesViewController', '', '', '', 1),
('JSQMessagesLoadEarlierHeaderView', 'UICollectionReusableView', 'JSQMessagesViewController', 'loadButton', '', '', 1),
('JSQMessagesTypingIndicatorFooterView', 'UICollectionReusableView', 'JSQMessagesViewController', '', '', '', 1),
('JSQMessagesCellTextView', 'UITextView', 'JSQMessagesViewController', '', '', '', 1),
('JSQMessagesLabel', 'UILabel', 'JSQMessagesViewController', '', '', '', 1),
('SDAnimatedImageView', 'UIImageView', 'SDWebImage', '', '', '', 1),
('FLAnimatedImageView', 'UIImageView', 'FLAnimatedImage', '', '', '', 1),
('AnimatedImageView', 'UIImageView', 'Kingfisher', '', '', '', 1),
('IQPreviousNextView', 'UIView', 'IQKeyboardManagerSwift', '', '', '', 1),
('IQTextView', 'UITextView', 'IQKeyboardManagerSwift', '', '', '', 1),
('TTTAttributedLabel', 'UILabel', 'TTTAttributedLabel', 'delegate', '', '', 1),
('LineChartView', 'UIView', 'Charts', 'delegate', '', '', 1),
('BarChartView', 'UIView', 'Charts', 'delegate', '', '', 1),
('HorizontalBarChartView', 'BarChartView', 'Charts', '', '', '', 1),
('PieChartView', 'UIView', 'Charts', 'delegate', '', '', 1),
('CombinedChartView', 'UIView', 'Charts', 'delegate', '', '', 1),
('ScatterChartView', 'UIView', 'Charts', 'delegate', '', '', 1),
('RadarChartView', 'UIView', 'Charts', 'delegate', '', '', 1),
('CandleStickChartView', 'UIView', 'Charts', 'delegate', '', '', 1),
('BubbleChartView', 'UIView', 'Charts', 'delegate', '', '', 1),
('CosmosView', 'UIView', 'Cosmos', '', '', '', 1),
('SkyFloatingLabelTextField', 'UITextField', 'SkyFloatingLabelTextField', '', '', '', 1),
('SkyFloatingLabelTextFieldWithIcon', 'SkyFloatingLabelTextField', 'SkyFloatingLabelTextField', '', '', '', 1),
('JVFloatLabeledTextField', 'UITextField', 'JVFloatLabeledTextField', '', '', '', 1),
('JVFloatLabeledTextView', 'UITextView', 'JVFloatLabeledTextField', '', '', '', 1),
('GADBannerView', 'UIView', 'GoogleMobileAds', 'rootViewController delegate adSizeDelegate', '', '', 1),
('GADNativeAdView', 'UIView', 'GoogleMobileAds', 'headlineView callToActionView iconView bodyView storeView priceView imageView starRatingView advertiserView mediaView adChoicesView', '', '', 1),
('GADMediaView', 'UIView', 'GoogleMobileAds', '', '', '', 1),
('GIDSignInButton', 'UIControl', 'GoogleSignIn', '', '', '', 1),
('FBSDKLoginButton', 'UIButton', 'FBSDKLoginKit', 'delegate', '', '', 1),
('GMSMapView', 'UIView', 'GoogleMaps', 'delegate', '', '', 1),
('STPPaymentCardTextField', 'UIControl', 'Stripe', 'delegate', '', '', 1);

