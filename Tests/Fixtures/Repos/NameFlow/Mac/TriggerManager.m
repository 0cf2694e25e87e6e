#import <Cocoa/Cocoa.h>

@interface TriggerManager : NSObject
@end

@interface HotKeyTriggerManager : TriggerManager
@end

@implementation TriggerManager
// An abstract base: each subclass loads the nib named after itself; TriggerManager.xib need not exist.
- (NSView *)settingsView {
    NSArray *objects = nil;
    [[NSBundle mainBundle] loadNibNamed:NSStringFromClass([self class]) owner:self topLevelObjects:&objects];
    return objects.firstObject;
}
@end

@implementation HotKeyTriggerManager
@end
