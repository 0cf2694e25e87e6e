#import "StatsWindowController.h"

@implementation StatsWindowController
- (void)showHelp:(id)sender {}
- (IBAction)openItem:(id)sender {}
@end
