#import <UIKit/UIKit.h>

#define mainNib @"EditScreen"

@interface EditController : UIViewController
@end

@implementation EditController
- (instancetype)init {
    return [super initWithNibName:mainNib bundle:nil];
}
@end
