import Cocoa

class ColorTextView: NSTextView {
    @IBAction override func changeColor(_ sender: Any?) {
}}
