#import "OECollectionViewController.h"

@implementation OECollectionViewController
- (NSString *)nibName {
    return @"OECollection";
}
@end

@implementation FilesViewController
- (instancetype)initWithNibName:(NSString *)nibName onFolder:(NSString *)folder {
    return [super initWithNibName:nibName bundle:nil];
}
+ (instancetype)browser {
    // A custom initializer whose first keyword is initWithNibName: takes the nib's name there.
    return [[FilesViewController alloc] initWithNibName:@"Files" onFolder:@"/"];
}
@end
