#import "PaneController.h"

@implementation AppDelegate
- (void)showSettings
{
    PaneController *settings = [[PaneController alloc] init];
    [self.window.rootViewController presentViewController:settings animated:YES completion:nil];
}
@end
