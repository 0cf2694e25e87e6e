#import "OrdersViewController.h"
#import "OrderCell.h"

static NSString * const OrderCellIdentifier = @"OrderCell";
NSString *const OrdersStoryboardName = @"Orders";
static NSNibName const OrderHeaderNibName = @"OrderHeader";
static NSStoryboardName const CheckoutStoryboardName = @"Check" @"out";
#define kSummarySegue @"showSummary"
#define kBannerNib (@"Banner")
#define WRAP(x) @"notAConstant"

@interface OrdersViewController () <UITableViewDataSource, UITableViewDelegate>
{
    IBOutlet UIView *_emptyView;
    __weak IBOutlet UIButton *_retryButton, *_helpButton;
    NSInteger _count;
}
@property (nonatomic, weak) IBOutlet UITableView *tableView;
@property (nonatomic, strong) IBOutletCollection(UILabel) NSArray *totalLabels;
@end

@implementation OrdersViewController

- (instancetype)init
{
    return [super initWithNibName:@"Orders" bundle:nil];
}

- (void)viewDidLoad
{
    [super viewDidLoad];
    [self.tableView registerNib:[UINib nibWithNibName:@"OrderCell" bundle:nil]
         forCellReuseIdentifier:OrderCellIdentifier];
    [self.tableView registerClass:[UITableViewHeaderFooterView class]
        forHeaderFooterViewReuseIdentifier:@"Header"];
    UINib *header = [UINib nibWithNibName:OrderHeaderNibName bundle:[NSBundle mainBundle]];
    [header instantiateWithOwner:self options:nil];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath
{
    static NSString *CellIdentifier = @"OrderCell";
    OrderCell *cell = [tableView dequeueReusableCellWithIdentifier:CellIdentifier forIndexPath:indexPath];
    cell.titleLabel.text = @"not a constant";
    return cell;
}

- (IBAction)checkout:(id)sender
{
    UIStoryboard *storyboard = [UIStoryboard storyboardWithName:CheckoutStoryboardName bundle:nil];
    UIViewController *cart = [storyboard instantiateViewControllerWithIdentifier:@"Cart"];
    [self.navigationController pushViewController:cart animated:YES];
}

- (IBAction)showSummary:(id)sender forEvent:(UIEvent *)event
{
    [self performSegueWithIdentifier:kSummarySegue sender:self];
}

- (IBAction)reset
{
    UIViewController *help = [[UIStoryboard storyboardWithName:OrdersStoryboardName bundle:nil]
                                 instantiateViewControllerWithIdentifier:(self.isEditing ? @"EditHelp" : @"Help")];
    [self presentViewController:help animated:YES completion:^{
        [self.tableView reloadData];
    }];
}

@end
