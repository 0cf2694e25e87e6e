#import <UIKit/UIKit.h>
@interface PaneController : UIViewController
@end
