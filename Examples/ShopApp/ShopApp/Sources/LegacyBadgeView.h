#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// An Objective-C nib-owner view: it loads "My Badge View.xib" (note the spaces) with
/// itself as File's Owner. Used in Cells/ProductCell.xib.
IB_DESIGNABLE
@interface LegacyBadgeView : UIView

@property (nonatomic, strong) IBOutlet UIView *contentView;
@property (nonatomic, weak) IBOutlet UILabel *badgeLabel;
@property (nonatomic, copy, nullable) IBInspectable NSString *text;

@end

NS_ASSUME_NONNULL_END
