#import <UIKit/UIKit.h>

@interface KitBadge : UIView
@end

@implementation KitBadge
+ (UIView *)badge {
    NSBundle *kit = [NSBundle bundleWithPath:[[NSBundle mainBundle] pathForResource:@"Kit" ofType:@"bundle"]];
    return [[[UINib nibWithNibName:@"Badge" bundle:[NSBundle bundleWithURL:[[NSBundle mainBundle] URLForResource:@"Kit" withExtension:@"bundle"]]] instantiateWithOwner:nil options:nil] firstObject];
}
@end
