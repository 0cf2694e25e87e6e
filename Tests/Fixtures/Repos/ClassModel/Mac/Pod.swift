import Cocoa
import SomePod

class PodSubclass: PodBaseView {}
