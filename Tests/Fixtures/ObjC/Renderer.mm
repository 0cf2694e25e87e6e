// Objective-C++: C++ templates, namespaces, lambdas and attributes around one real reference.
#import <UIKit/UIKit.h>
#include <vector>
#include <string>

namespace render {
template <typename T> class Buffer : public std::vector<T> {
public:
    explicit Buffer(size_t n) : std::vector<T>(n) {}
    T sum() const { T total{}; for (const auto &x : *this) { total += x; } return total; }
};
static const char *kPath = R"raw(loadNibNamed:@"NotANib" owner:self)raw";
constexpr int kMax = 1'000'000;
}

@interface RendererView : UIView
@end

@implementation RendererView {
    render::Buffer<float> _samples;
}

- (void)awakeFromNib
{
    [super awakeFromNib];
    auto scale = [&](float value) -> float { return value * 2.0f; };
    std::vector<std::string> names{"a", "b"};
    [[maybe_unused]] int count = static_cast<int>(names.size()) > 1 ? 1 : 0;
    _samples[0] = scale(_samples.sum());
    [[NSBundle mainBundle] loadNibNamed:@"RendererOverlay" owner:self options:nil];
}

@end
