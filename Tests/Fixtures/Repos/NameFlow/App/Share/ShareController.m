#import "ShareController.h"

@implementation ShareController
- (instancetype)init {
    return [super initWithNibName:mainNib bundle:nil];
}
@end
