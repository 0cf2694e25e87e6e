#!/usr/bin/env bash
# Writes a tree of N realistic Swift files (view controllers with outlets, actions, nib and
# storyboard references, constants) for timing the code scanner.
# Usage: Benchmarks/generate-swift-tree.sh DIR [N]
set -euo pipefail
dir="${1:?usage: generate-swift-tree.sh DIR [N]}"
count="${2:-3000}"
mkdir -p "$dir/Sources/App"
for i in $(seq 1 "$count"); do
cat > "$dir/Sources/App/Screen$i.swift" <<SWIFT
import UIKit

enum Storyboard$i {
    static let name = "Flow$((i % 50))"
}

/// Screen number $i, with the usual outlets and a few ways of loading nibs.
final class Screen${i}ViewController: UIViewController, UITableViewDataSource {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var tableView: UITableView!
    @IBOutlet var buttons: [UIButton]!
    @IBInspectable var accent: UIColor = .systemBlue

    override func viewDidLoad() {
        super.viewDidLoad()
        // UINib(nibName: "NotReal", bundle: nil) in a comment never counts
        tableView.register(UINib(nibName: "Cell$((i % 200))", bundle: nil), forCellReuseIdentifier: "Cell$((i % 200))")
        let next = UIStoryboard(name: Storyboard$i.name, bundle: nil).instantiateViewController(withIdentifier: "Scene$i")
        show(next, sender: self)
    }

    @IBAction func refresh(_ sender: Any) {
        let items = (0..<10).map { index in "item \(index) of $i" }
        titleLabel.text = items.joined(separator: ", ")
    }

    @IBAction func close(sender: UIButton) { dismiss(animated: true) }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell$((i % 200))", for: indexPath)
    }
}
SWIFT
done
echo "$count Swift files in $dir/Sources/App ($(du -sk "$dir" | cut -f1) KiB)"
