import Foundation

struct Product: Equatable {
    let name: String
    let price: Decimal
    let rating: Int
    let isNew: Bool

    static let samples: [Product] = [
        Product(name: "Canvas Tote", price: 24, rating: 4, isNew: true),
        Product(name: "Ceramic Mug", price: 12, rating: 5, isNew: false),
        Product(name: "Linen Apron", price: 38, rating: 3, isNew: false),
    ]

    var formattedPrice: String {
        price.formatted(.currency(code: "USD"))
    }
}
