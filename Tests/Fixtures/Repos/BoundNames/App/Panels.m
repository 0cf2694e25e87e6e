#import <UIKit/UIKit.h>
@interface PanelsController : UIViewController
@end

// choice: each branch of a conditional names a nib, in an argument or in a local.
@implementation PanelsController
- (void)show:(BOOL)compact
{
    UINib *nib = [UINib nibWithNibName:(compact ? @"SearchBar" : @"SearchPanel") bundle:nil];
    NSString *name = compact ? @"CompactRow" : @"WideRow";
    UINib *row = [UINib nibWithNibName:name bundle:nil];
}
@end
