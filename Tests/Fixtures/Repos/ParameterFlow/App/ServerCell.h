#import <XLForm/XLForm.h>

@interface ServerCell : XLFormBaseCell
@end
