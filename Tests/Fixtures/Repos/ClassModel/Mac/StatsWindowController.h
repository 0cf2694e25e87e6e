#import <Cocoa/Cocoa.h>

@interface StatsWindowController : NSWindowController
{
    // No IBOutlet: Stats.xib sets it by key-value coding all the same.
    NSView *targetPicker;
}
// Bound by Stats.xib (task.name): in use, though no outlet connection sets it.
@property (nonatomic, strong) IBOutlet id task;
// Not an @IBAction: Stats.xib's button reaches it by target-action all the same.
- (void)showHelp:(id)sender;
// Sent by Stats.xib's doubleClickTarget binding.
- (IBAction)openItem:(id)sender;
@end
