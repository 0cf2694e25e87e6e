#import <UIKit/UIKit.h>

@interface OrderCell : UITableViewCell
@end
@implementation OrderCell
@end

@interface ListController : UIViewController
@property (nonatomic) UITableView *tableView;
@end

@implementation ListController

// A `(Class)` parameter whose class's name is the nib's: each class callers pass.
- (void)registerCellClass:(Class)cellClass
{
    [self.tableView registerNib:[UINib nibWithNibName:NSStringFromClass(cellClass) bundle:nil] forCellReuseIdentifier:@"cell"];
}

- (void)viewDidLoad
{
    [super viewDidLoad];
    [self registerCellClass:[OrderCell class]];
    // A loop over a literal array of classes: each class's nib.
    for (Class cls in @[[PriceCell class], TagCell.class]) {
        [self.tableView registerNib:[UINib nibWithNibName:NSStringFromClass(cls) bundle:nil] forCellReuseIdentifier:@"x"];
    }
}

@end
