#import <UIKit/UIKit.h>

#define MAKE_SETTINGS() [[MacroController alloc] init]

@class LegacyDeadController;

@interface LegacyAppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *window;
@end
