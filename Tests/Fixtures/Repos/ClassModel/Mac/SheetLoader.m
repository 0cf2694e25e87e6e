#import "SheetLoader.h"

@implementation SheetLoader
- (void)show {
    [[NSBundle mainBundle] loadNibNamed:@"Sheet" owner:self topLevelObjects:nil];
}
- (IBAction)save:(id)sender {}
@end
