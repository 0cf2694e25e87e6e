#import <AppKit/AppKit.h>
#define Auto __auto_type

// class of self created: `[[self alloc] init]` in a class method creates the class it is called
// on, which loads the nib named after it; called with brackets and with dot syntax.
@interface TabPane : NSViewController
@end
@interface GeneralPane : TabPane
@end
@interface AboutPane : TabPane
@end
@interface PlainPane : TabPane
@end

@implementation TabPane
+ (NSTabViewItem *)preferredItem
{
    NSViewController *controller = [[self alloc] init];
    return [NSTabViewItem tabViewItemWithViewController:controller];
}
@end

// A class-method provider, cast to NSUserInterfaceItemIdentifier, asked through a local.
@interface DurationRow : NSTableCellView
@end
@implementation DurationRow
+ (NSUserInterfaceItemIdentifier)identifier
{
    return (NSUserInterfaceItemIdentifier)NSStringFromClass(self);
}
+ (void)registerInTableView:(NSTableView *)tableView
{
    Auto identifier = [self identifier];
    Auto nib = [[NSNib alloc] initWithNibNamed:identifier bundle:nil];
    [tableView registerNib:nib forIdentifier:identifier];
}
@end

@interface TabsWindow : NSWindowController
@end
@implementation TabsWindow
- (void)windowDidLoad
{
    // PlainPane has no nib: nothing is linked for it, and nothing is broken.
    Auto items = @[GeneralPane.preferredItem, [AboutPane preferredItem], PlainPane.preferredItem];
    [DurationRow registerInTableView:nil];
    // Not a call: a class property set.
    GeneralPane.lastTitle = nil;
}
@end
