#import <UIKit/UIKit.h>

@implementation UIView (Helpers)
+ (instancetype)loadFromNib {
    return [[NSBundle mainBundle] loadNibNamed:NSStringFromClass(self) owner:nil options:nil].firstObject;
}
@end

@interface RatingsView : UIView
@end

@implementation RatingsView
+ (RatingsView *)make {
    return [RatingsView loadFromNib];
}
@end
