#import "LegacyBadgeView.h"

@implementation LegacyBadgeView

- (instancetype)initWithFrame:(CGRect)frame
{
    if ((self = [super initWithFrame:frame])) {
        [self commonInit];
    }
    return self;
}

- (nullable instancetype)initWithCoder:(NSCoder *)coder
{
    if ((self = [super initWithCoder:coder])) {
        [self commonInit];
    }
    return self;
}

- (void)commonInit
{
    NSBundle *bundle = [NSBundle bundleForClass:[LegacyBadgeView class]];
    [bundle loadNibNamed:@"My Badge View" owner:self options:nil];
    self.contentView.frame = self.bounds;
    self.contentView.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
    self.contentView.layer.cornerRadius = 6.0;
    [self addSubview:self.contentView];
}

- (void)setText:(nullable NSString *)text
{
    _text = [text copy];
    self.badgeLabel.text = text;
}

@end
