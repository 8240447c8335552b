import Testing
@testable import NightlyCore
