#import <UIKit/UIKit.h>

// Each controller #defines its own mainNib: a name looked up by scope, not across the repository.
#define mainNib @"ShareScreen"

@interface ShareController : UIViewController
@end
