#import <Cocoa/Cocoa.h>

@interface OECollectionViewController : NSViewController
@end

@interface FilesViewController : NSViewController
- (instancetype)initWithNibName:(NSString *)nibName onFolder:(NSString *)folder;
@end
