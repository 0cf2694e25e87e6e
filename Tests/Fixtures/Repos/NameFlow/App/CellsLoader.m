#import <UIKit/UIKit.h>

@interface CellsLoader : NSObject
@end

@implementation CellsLoader
- (UINib *)fancy {
    return [UINib nibWithNibName:[FancyCell cellIdentifier] bundle:nil];
}
@end
