#import "LegacyControllers.h"

@implementation LegacyRootController
- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSBundle mainBundle] loadNibNamed:@"LegacyRoot" owner:self options:nil];
}
@end

@implementation MacroController
- (void)viewDidLoad {
    [super viewDidLoad];
    [[UINib nibWithNibName:@"MacroPanel" bundle:nil] instantiateWithOwner:nil options:nil];
}
@end

@implementation LegacyDeadController
- (void)viewDidLoad {
    [super viewDidLoad];
    [[UINib nibWithNibName:@"LegacyDead" bundle:nil] instantiateWithOwner:nil options:nil];
    [LegacyDeadController class];
}
@end
