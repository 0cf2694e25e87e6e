#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// A nib-owner view (ib-links.md §2.10): it loads the nib named after its class, with itself
/// as File's Owner. IBOutlet in this comment is not an outlet.
IB_DESIGNABLE
@interface LegacyBadgeView : UIView <UIGestureRecognizerDelegate>

@property (nonatomic, strong) IBOutlet UIView *contentView;
@property (nonatomic, weak) IBOutlet UILabel *badgeLabel;
@property (nonatomic, copy, nullable) IBInspectable NSString *text;
@property (nonatomic) IBInspectable CGFloat cornerRadius;
@property (nonatomic, strong) IBOutletCollection(UIImageView) NSArray<UIImageView *> *stars;
@property (nonatomic, copy) NSString *notAnOutlet;

- (IBAction)dismiss:(id)sender;

@end

NS_ASSUME_NONNULL_END
