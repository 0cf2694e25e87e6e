#import <UIKit/UIKit.h>

@interface LegacyRootController : UIViewController
@end

@interface MacroController : UIViewController
@end

// Declared, and forward-declared in LegacyAppDelegate.h, but created by nothing.
@interface LegacyDeadController : UIViewController
@end
