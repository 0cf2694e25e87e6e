/// Writes an Objective-C controller (`.h` and `.m`) that registers its row nibs and opens a scene.
struct ObjectiveCTemplate {
    let plan: ObjectiveCPlan

    var header: String {
        """
        //
        //  \(plan.name).h
        //  \(plan.module)
        //

        #import <UIKit/UIKit.h>

        NS_ASSUME_NONNULL_BEGIN

        @interface \(plan.name) : UITableViewController

        @property (nonatomic, copy) NSArray<NSString *> *items;
        @property (nonatomic, weak) IBOutlet UILabel *titleLabel;

        - (void)openDetails;

        @end

        NS_ASSUME_NONNULL_END

        """
    }

    var implementation: String {
        let registrations = plan.rows.map {
            "    [self.tableView registerNib:[UINib nibWithNibName:@\"\($0)\" bundle:nil] forCellReuseIdentifier:@\"\($0)\"];\n"
        }.joined()
        return """
            //
            //  \(plan.name).m
            //  \(plan.module)
            //

            #import "\(plan.name).h"

            static NSString * const \(plan.name)CellIdentifier = @"Cell";

            @implementation \(plan.name)

            - (void)viewDidLoad {
                [super viewDidLoad];
            \(registrations)    self.titleLabel.text = NSLocalizedString(@"\(plan.name).title", nil);
            }

            - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
                return (NSInteger)self.items.count;
            }

            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:\(plan.name)CellIdentifier forIndexPath:indexPath];
                cell.textLabel.text = self.items[(NSUInteger)indexPath.row];
                return cell;
            }

            - (void)openDetails {
                UIViewController *next = [[UIStoryboard storyboardWithName:@"\(plan.storyboard)" bundle:nil] instantiateViewControllerWithIdentifier:@"\(plan.scene)"];
                [self.navigationController pushViewController:next animated:YES];
            }

            @end

            """
    }
}

/// Writes an Info.plist: an app's with its storyboard entry points, an extension's, or a framework's.
struct PlistTemplate {
    let plan: PlistPlan

    func render() -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>CFBundleDevelopmentRegion</key>
            \t<string>$(DEVELOPMENT_LANGUAGE)</string>
            \t<key>CFBundleExecutable</key>
            \t<string>$(EXECUTABLE_NAME)</string>
            \t<key>CFBundleIdentifier</key>
            \t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
            \t<key>CFBundleName</key>
            \t<string>\(plan.module)</string>
            \t<key>CFBundleShortVersionString</key>
            \t<string>1.0</string>

            """
        if plan.isExtension {
            out += "\t<key>NSExtension</key>\n\t<dict>\n"
            for entry in plan.entries { out += "\t\t<key>\(entry.key)</key>\n\t\t<string>\(entry.value)</string>\n" }
            out += "\t\t<key>NSExtensionPointIdentifier</key>\n\t\t<string>com.apple.widget-extension</string>\n\t</dict>\n"
        } else {
            for entry in plan.entries { out += "\t<key>\(entry.key)</key>\n\t<string>\(entry.value)</string>\n" }
        }
        return out + "</dict>\n</plist>\n"
    }
}
