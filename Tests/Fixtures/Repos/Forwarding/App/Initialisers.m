#import <UIKit/UIKit.h>

// A forwarding initialiser is no load: its caller's argument is (ObjCInitPanel.xib).
@interface InitPanelController : UIViewController
@end

@implementation InitPanelController
- (instancetype)initWithNibName:(NSString *)nibNameOrNil bundle:(NSBundle *)nibBundleOrNil {
    return [super initWithNibName:nibNameOrNil bundle:nibBundleOrNil];
}
@end

@interface InitHost : NSObject
@end

@implementation InitHost
- (void)show {
    (void)[[InitPanelController alloc] initWithNibName:@"ObjCInitPanel" bundle:nil];
}
@end
