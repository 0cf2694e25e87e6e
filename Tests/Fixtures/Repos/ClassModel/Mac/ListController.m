#import "ListController.h"

@implementation ListTable
@end

@implementation ListController
- (IBAction)refresh:(id)sender {}
- (IBAction)unused:(id)sender {}
// No IB file connects reload:, but the controller calls it: used in code.
- (IBAction)reload:(id)sender {}
- (void)viewDidAppear { [super viewDidAppear]; [self reload:nil]; }
@end

@implementation OtherController
- (IBAction)refresh:(id)sender {}
@end
