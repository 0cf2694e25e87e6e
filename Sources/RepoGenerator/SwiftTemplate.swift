/// Writes a Swift file for its role, with the kind of code real apps have around the lines that
/// matter to sbdb (outlets, nib and storyboard names), so scanning costs what it would in an app.
struct SwiftTemplate {
    let plan: SwiftPlan
    var random: SeededRandom

    init(plan: SwiftPlan, index: Int, seed: UInt64) {
        self.plan = plan
        random = SeededRandom(seed: seed ^ 0x7F4A_7C15 ^ (UInt64(index) &* 0x94D0_49BB))
    }

    mutating func render() -> String {
        let name = plan.name
        var out = "//\n//  \(name).swift\n//  \(plan.module)\n//\n\nimport UIKit\n\n"
        switch plan.role {
        case .scene(let registers):
            let registrations = registers.map {
                "        tableView.register(UINib(nibName: \"\($0)\", bundle: nil), forCellReuseIdentifier: \"\($0)\")\n"
            }.joined()
            out += """
                /// One screen of the \(plan.module) flow.
                final class \(name): UIViewController, UITableViewDataSource, UITableViewDelegate {
                    @IBOutlet weak var titleLabel: UILabel!
                    @IBOutlet weak var primaryButton: UIButton!
                    @IBOutlet weak var tableView: UITableView!

                    private var items: [\(name)Item] = []
                    private let formatter = NumberFormatter()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.dataSource = self
                        tableView.delegate = self
                \(registrations)        titleLabel.text = NSLocalizedString("\(name).title", comment: "")
                        reload()
                    }

                    @IBAction func didTapPrimary(_ sender: Any) {
                        performSegue(withIdentifier: "next", sender: sender)
                    }

                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Basic", for: indexPath)
                        cell.textLabel?.text = items[indexPath.row].title
                        return cell
                    }

                \(methods(prefix: "reload", owner: name))}

                struct \(name)Item: Hashable {
                    let id: Int
                    let title: String
                    let amount: Double
                }

                """
        case .cell:
            out += """
                final class \(name): UITableViewCell {
                    @IBOutlet weak var titleLabel: UILabel!
                    @IBOutlet weak var primaryButton: UIButton!
                    @IBOutlet weak var tableView: UITableView!

                    override func prepareForReuse() {
                        super.prepareForReuse()
                        titleLabel.text = nil
                    }

                    func configure(title: String, highlighted: Bool) {
                        titleLabel.text = title
                        primaryButton.isHidden = !highlighted
                        accessibilityLabel = "\\(title), \\(highlighted ? "selected" : "not selected")"
                    }
                }

                """
        case .designable:
            out += """
                /// A card drawn in Interface Builder from its own xib.
                @IBDesignable
                final class \(name): UIView {
                    @IBOutlet var contentView: UIView!
                    @IBInspectable var cornerRadius: CGFloat = 12 { didSet { layer.cornerRadius = cornerRadius } }

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        loadFromNib()
                    }

                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                        loadFromNib()
                    }

                    private func loadFromNib() {
                        let nib = UINib(nibName: String(describing: \(name).self), bundle: Bundle(for: \(name).self))
                        nib.instantiate(withOwner: self, options: nil)
                        addSubview(contentView)
                        contentView.frame = bounds
                        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    }
                }

                """
        case .nibLoadable:
            out += """
                final class \(name): UIView, NibLoadable {
                    var count = 0 { didSet { isHidden = count == 0 } }
                }

                """
        case .coordinator(let storyboard, let scene):
            out += """
                /// Starts the \(storyboard) flow.
                final class \(name) {
                    private weak var navigationController: UINavigationController?

                    init(navigationController: UINavigationController) {
                        self.navigationController = navigationController
                    }

                    func start() {
                        let next = UIStoryboard(name: "\(storyboard)", bundle: nil).instantiateViewController(withIdentifier: "\(scene)")
                        navigationController?.pushViewController(next, animated: true)
                    }

                \(methods(prefix: "route", owner: name))}

                """
        case .instantiable(let storyboard, let scene):
            out += """
                final class \(name): UIViewController, StoryboardInstantiable {
                    static let storyboardName = "\(storyboard)"
                    static let viewControllerIdentifier = "\(scene)"

                    var onFinish: (() -> Void)?

                \(methods(prefix: "step", owner: name))}

                """
        case .plain:
            out += """
                /// Data and rules of \(plan.module).
                struct \(name): Codable, Hashable {
                    var id: UUID
                    var title: String
                    var createdAt: Date
                    var tags: [String]
                    var score: Double

                    enum CodingKeys: String, CodingKey {
                        case id, title, createdAt = "created_at", tags, score
                    }
                }

                extension \(name) {
                \(methods(prefix: "compute", owner: name))}

                """
        }
        return out
    }

    /// A few methods with the control flow, closures and string interpolation of ordinary app code.
    private mutating func methods(prefix: String, owner: String) -> String {
        var out = ""
        for index in 0..<(2 + random.below(4)) {
            let threshold = random.below(90) + 10
            out += """
                    func \(prefix)\(index)(values: [Int], label: String) -> String {
                        let filtered = values.filter { $0 > \(threshold) }.sorted()
                        guard let first = filtered.first else { return "\\(label): none" }
                        var total = 0
                        for (offset, value) in filtered.enumerated() where offset % 2 == 0 {
                            total += value * \(index + 1)
                        }
                        switch total {
                        case ..<\(threshold * 10): return "\\(label) \(owner) low \\(first)"
                        case \(threshold * 10)..<\(threshold * 100): return "\\(label) medium \\(total)"
                        default: return String(format: "%@ high %d", label, total)
                        }
                    }


                """
        }
        return out
    }
}
