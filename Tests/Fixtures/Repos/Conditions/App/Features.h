#ifndef FEATURES_H
#define FEATURES_H

#import <TargetConditionals.h>

// What the app's code may use, decided once here.
#if TARGET_OS_IOS || TARGET_OS_TV
#define HAS_UIKIT 1
#else
#define HAS_UIKIT 0
#endif

#define LEGACY_IMPORT 0
#define READER_BOOKMARKS TRUE

#endif
