#import "LegacyAppDelegate.h"
#import "LegacyControllers.h"

@implementation LegacyAppDelegate
- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
    self.window.rootViewController = [[LegacyRootController alloc] init];
    [self.window.rootViewController presentViewController:MAKE_SETTINGS() animated:YES completion:nil];
    return YES;
}
@end
