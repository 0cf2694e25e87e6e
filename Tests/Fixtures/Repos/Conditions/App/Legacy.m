#import <UIKit/UIKit.h>
#import "Features.h"

@interface Legacy : NSObject
@end

@implementation Legacy
- (void)load {
#if TARGET_OS_OSX
    [[NSNib alloc] initWithNibNamed:@"LegacyMac" bundle:nil];
#else
    [UINib nibWithNibName:@"LegacyPhone" bundle:nil];
#endif
#ifdef SOMETHING
    [UINib nibWithNibName:@"Maybe" bundle:nil];  // a header may define SOMETHING: kept
#endif
}

- (void)loadFeatures {
#if HAS_UIKIT
    [UINib nibWithNibName:@"UIKitPanel" bundle:nil];  // Features.h: 1 on iOS
#else
    [UINib nibWithNibName:@"NoUIKitPanel" bundle:nil];  // 0 only off iOS and tvOS
#endif
#if LEGACY_IMPORT
    [UINib nibWithNibName:@"ImportPanel" bundle:nil];  // Features.h defines it 0
#endif
#ifdef CONTAINER_APP
    [UINib nibWithNibName:@"ContainerPanel" bundle:nil];  // Phone defines CONTAINER_APP=1 in both configurations
#endif
#if defined(SHARE_IN)
    [UINib nibWithNibName:@"SharePanel" bundle:nil];  // only the Share extension defines it; only Phone builds this file
#endif
#if DEBUG
    [UINib nibWithNibName:@"DebugPanel" bundle:nil];  // DEBUG=1 in Debug only: kept
#endif
#if READER_BOOKMARKS
    [UINib nibWithNibName:@"BookmarksPanel" bundle:nil];  // TRUE comes from the SDK: kept
#endif
}
@end
