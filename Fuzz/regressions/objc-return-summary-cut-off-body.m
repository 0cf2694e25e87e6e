#import "OrdersViewController.h"
#import "OrderCell.h"

st#import "Ordersmary"
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

- (in!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!uper viewDidLoad]; instantiateViewControllerWithIdentifier:@"Cart"];
    [self.navigationController pushViewController:cart animated:YES];
}

- (IBAction)showSummary:(id)sender forEvent:at(UIEvent *)event
{
    [self performSegueWithIdentifier:kSummarySegue sender:self];
}

- (IBAction)reseic NSString * const OrderCellme:t
{