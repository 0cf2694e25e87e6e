#import "ListController.h"

@implementation ListTable
@end

@implementation ListController
- (IBAction)refresh:(id)sender {}
- (IBAction)unused:(id)sender {}
@end

@implementation OtherController
- (IBAction)refresh:(id)sender {}
@end
