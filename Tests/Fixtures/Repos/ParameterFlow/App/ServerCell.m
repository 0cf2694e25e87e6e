#import "ServerCell.h"

@implementation ServerCell

+ (void)load
{
    NSString *bundleName = @"Resources.bundle";
    NSString *class = [NSString stringWithFormat:@"%@/%@", bundleName, NSStringFromClass([self class])];
    [[XLFormViewController cellClassesForRowDescriptorTypes] setObject:class forKey:@"server"];
}

@end
