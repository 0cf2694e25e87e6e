#import "BasePane.h"

@implementation BasePane
- (NSString *)mainNibName {
    NSString *fromInfo = nil;
    return fromInfo ? fromInfo : NSStringFromClass([self class]);
}

- (NSView *)loadMainView {
    NSNib *nib = [[NSNib alloc] initWithNibNamed:[self mainNibName] bundle:nil];
    [nib instantiateWithOwner:self topLevelObjects:nil];
    return nil;
}
@end
