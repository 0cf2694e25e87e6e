#import <Cocoa/Cocoa.h>

@interface PanelOpener : NSObject
@end

@implementation PanelOpener

- (void)openDefault
{
    [self openPanelNamed:@"ForwardedPanel" animated:YES];
}

- (void)openPanelNamed:(NSString *)name animated:(BOOL)animated
{
    [self loadPanelWithNibName:name];
}

- (void)loadPanelWithNibName:(NSString *)nibName
{
    [[NSBundle mainBundle] loadNibNamed:nibName owner:self topLevelObjects:nil];
}

@end

@interface AppDelegate : NSObject <NSApplicationDelegate>
@end

@implementation AppDelegate

- (void)applicationDidFinishLaunching:(NSNotification *)notification
{
    [[[PanelOpener alloc] init] openDefault];
}

@end
