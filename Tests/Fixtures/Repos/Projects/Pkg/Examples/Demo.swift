import Widgets

// An example no package target builds.
let demo = CardView.nib
