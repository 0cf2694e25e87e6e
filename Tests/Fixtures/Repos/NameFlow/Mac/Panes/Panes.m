#import "BasePane.h"

// No override: loads GeneralPane.xib, named after the class.
@interface GeneralPane : BasePane
@end
@implementation GeneralPane
@end

// Overrides the name: loads Advanced.xib, so AdvancedPane.xib is unused.
@interface AdvancedPane : BasePane
@end
@implementation AdvancedPane
- (NSString *)mainNibName { return @"Advanced"; }
@end

// Inherits AdvancedPane's override: Advanced.xib too.
@interface ExpertPane : AdvancedPane
@end
@implementation ExpertPane
@end
