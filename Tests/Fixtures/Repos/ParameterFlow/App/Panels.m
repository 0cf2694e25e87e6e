#import <UIKit/UIKit.h>

@interface Panels : NSObject
@end

@implementation Panels
- (void)load {
#ifdef TARGET_OS_MACCATALYST
    [[NSBundle mainBundle] loadNibNamed:@"MacPanel" owner:self options:nil];
#else
    [[NSBundle mainBundle] loadNibNamed:@"TouchPanel" owner:self options:nil];
#endif
}
@end
